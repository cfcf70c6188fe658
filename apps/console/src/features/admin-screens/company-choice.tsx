import { ChoiceGroup } from '@concierge/ui';

/** The form value of "every company" (a company's own value is its id as text). */
export const ALL_COMPANIES = 'all';

/** The API's `company_id` for a {@link CompanyChoice} value: null for every company. */
export const companyIdOf = (value: string): number | null => (value === ALL_COMPANIES ? null : Number(value));

/**
 * Which companies an admin's setting applies to (a webhook endpoint, an API token): every company, or one.
 * One control for both screens, so they offer the same choice the same way; the words are each screen's.
 */
export function CompanyChoice(props: {
  id: string;
  name: string;
  legend: string;
  description?: string | undefined;
  allLabel: string;
  companies: readonly { id: number; name: string }[];
  value: string;
  onValueChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  return (
    <ChoiceGroup
      id={props.id}
      name={props.name}
      legend={props.legend}
      description={props.description}
      required
      options={[
        { value: ALL_COMPANIES, label: props.allLabel },
        ...props.companies.map((company) => ({ value: String(company.id), label: company.name })),
      ]}
      value={props.value}
      onValueChange={props.onValueChange}
      errorMessage={props.errorMessage}
    />
  );
}
