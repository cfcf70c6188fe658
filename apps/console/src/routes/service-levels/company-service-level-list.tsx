import { useQueryClient } from '@tanstack/react-query';
import type { ServiceLevelPolicy, ServiceLevelsResponse } from '@concierge/api-client';
import { Badge, Button, ConfirmDialog } from '@concierge/ui';
import { useServices } from '../../app/services';
import { ServiceLevelForm } from './service-level-form';
import { SERVICE_LEVELS_KEY } from './service-level-queries';
import { ServiceLevelSummary } from './service-level-summary';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

type Company = ServiceLevelsResponse['companies'][number];

/** The id of the button that opens a policy's form: the focus goes back to it when the form closes. */
export const editButtonId = (companyId: number | 'default') => `service-level-edit-${companyId}`;

/** Removes a company's own policy after the kit's confirmation: the default applies to it again. */
function RemoveAction({ company }: { company: Company }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={T.removeTitle(company.name)}
      description={T.removeDescription}
      confirmLabel={T.remove}
      tone="danger"
      trigger={
        <Button variant="secondary" aria-label={T.removeNamed(company.name)}>
          {T.remove}
        </Button>
      }
      onConfirm={async () => {
        await api.call('removeCompanyServiceLevel', { params: { id: company.id } });
        await queryClient.invalidateQueries({ queryKey: SERVICE_LEVELS_KEY });
        toasts.add(T.removed(company.name), { autoDismiss: true });
      }}
    />
  );
}

interface CompanyServiceLevelListProps {
  companies: Company[];
  /** Where a company's first own policy starts from. */
  defaultPolicy: ServiceLevelPolicy;
  /** The policy whose form is open, if any: one at a time. */
  editing: number | 'default' | null;
  onEdit: (editing: number | 'default' | null) => void;
}

/** Every company: "Default policy", or its own policy's facts; set, change or remove its own. */
export function CompanyServiceLevelList({
  companies,
  defaultPolicy,
  editing,
  onEdit,
}: CompanyServiceLevelListProps) {
  return (
    <ul className="service-levels" aria-label={T.listLabel}>
      {companies.map((company) => {
        const { policy, name } = company;
        return (
          <li key={company.id} className="service-level">
            <h3 className="service-level__company" dir="auto">
              {name}
            </h3>
            <p>
              <Badge tone={policy ? 'success' : 'neutral'}>{policy ? T.ownPolicy : T.followsDefault}</Badge>
            </p>
            {policy ? <ServiceLevelSummary policy={policy} /> : null}
            {editing === company.id ? (
              <ServiceLevelForm
                company={company}
                start={policy ?? defaultPolicy}
                onDone={() => onEdit(null)}
                headingLevel={4}
              />
            ) : (
              <div className="service-level__actions">
                <Button
                  id={editButtonId(company.id)}
                  variant="secondary"
                  aria-label={policy ? T.changePolicyNamed(name) : T.setPolicyNamed(name)}
                  disabled={editing !== null}
                  onClick={() => onEdit(company.id)}
                >
                  {policy ? T.change : T.setPolicy}
                </Button>
                {policy ? <RemoveAction company={company} /> : null}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
