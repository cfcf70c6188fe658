import { useQueryClient } from '@tanstack/react-query';
import type { CompanyRetention } from '@concierge/api-client';
import { Badge, Button, ConfirmDialog } from '@concierge/ui';
import { useServices } from '../../app/services';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { RetentionPolicyForm } from './retention-policy-form';
import { RETENTION_KEY } from './retention-queries';
import { DATA_RETENTION_TEXTS as T } from './data-retention-texts';

/** Removes a company's policy after the kit's confirmation: its requests are kept from then on. */
function RemoveAction({ company }: { company: CompanyRetention }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={T.removeTitle(company.company_name)}
      description={T.removeDescription}
      confirmLabel={T.remove}
      tone="danger"
      trigger={
        <Button variant="secondary" aria-label={T.removeNamed(company.company_name)}>
          {T.remove}
        </Button>
      }
      onConfirm={async () => {
        await api.call('removeRetentionPolicy', { params: { id: company.company_id } });
        await queryClient.invalidateQueries({ queryKey: RETENTION_KEY });
        toasts.add(T.removed(company.company_name), { autoDismiss: true });
      }}
    />
  );
}

interface CompanyRetentionListProps {
  companies: CompanyRetention[];
  /** The company whose form is open, if any: one at a time. */
  editing: number | null;
  onEdit: (companyId: number | null) => void;
}

/** Every company with its policy, who set it, the job's latest pass, and its actions. */
export function CompanyRetentionList({ companies, editing, onEdit }: CompanyRetentionListProps) {
  const date = useDateTimeFormat({ dateStyle: 'medium' });
  const dateTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="retention" aria-label={T.listLabel}>
      {companies.map((company) => {
        const { policy, last_run: lastRun } = company;
        const name = company.company_name;
        return (
          <li key={company.company_id} className="retention__item">
            <h2 className="retention__company" dir="auto">
              {name}
            </h2>
            <p>
              {policy ? (
                <Badge tone={policy.action === 'delete' ? 'attention' : 'success'}>
                  {policy.action === 'delete'
                    ? T.deleteAfter(policy.months)
                    : T.anonymiseAfter(policy.months)}
                </Badge>
              ) : (
                <Badge tone="neutral">{T.noPolicy}</Badge>
              )}
            </p>
            {policy ? (
              <dl className="retention__facts">
                <dt>{T.setFact}</dt>
                <dd>
                  {policy.set_by ? (
                    T.setBy(date.format(new Date(policy.set_at)), policy.set_by)
                  ) : (
                    <time dateTime={policy.set_at}>{date.format(new Date(policy.set_at))}</time>
                  )}
                </dd>
                <dt>{T.lastRunFact}</dt>
                <dd>
                  {lastRun ? T.lastRun(dateTime.format(new Date(lastRun.at)), lastRun.requests) : T.neverRun}
                </dd>
              </dl>
            ) : null}
            {editing === company.company_id ? (
              <RetentionPolicyForm company={company} onDone={() => onEdit(null)} />
            ) : (
              <div className="retention__actions">
                <Button
                  variant="secondary"
                  aria-label={policy ? T.changePolicyNamed(name) : T.setPolicyNamed(name)}
                  disabled={editing !== null}
                  onClick={() => onEdit(company.company_id)}
                >
                  {policy ? T.changePolicy : T.setPolicy}
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
