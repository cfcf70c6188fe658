import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError, ServiceLevelBody, type ServiceLevelSettings } from '@concierge/api-client';
import { useZodForm } from '@concierge/forms';
import { Alert, Button, Checkbox, Form, FormActions, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { HolidaysField } from './holidays-field';
import { SERVICE_LEVELS_KEY } from './service-level-queries';
import {
  checkServiceLevel,
  formIssues,
  formValuesOf,
  hasSplitDays,
  settingsOf,
  TARGET_FIELDS,
} from './service-level-values';
import { TimeZoneField } from './time-zone-field';
import { WeeklyHoursField } from './weekly-hours-field';
import { SERVICE_LEVEL_TEXTS as T } from './service-level-texts';

/** The server's refusal with its field issues moved under the form's fields (service-level-values.ts). */
function withFormIssues(failure: unknown, sent: ServiceLevelSettings): unknown {
  if (!isApiError(failure) || !failure.body?.issues) return failure;
  return new ApiError(failure.message, {
    kind: failure.kind,
    endpoint: failure.endpoint,
    ...(failure.status !== undefined && { status: failure.status }),
    body: { ...failure.body, issues: formIssues(failure.body.issues, sent) },
    cause: failure,
  });
}

interface ServiceLevelFormProps {
  /** The company whose own policy this is; null for the default policy. */
  company: { id: number; name: string } | null;
  /** What the form starts from: the policy being changed, or the default for a company's first own one. */
  start: ServiceLevelSettings;
  /** After the policy is saved, or the form is cancelled. */
  onDone: () => void;
  /** The form's heading, one below the section it opens in. */
  headingLevel: 3 | 4;
}

/**
 * Sets the default policy or a company's own: its calendar (zone, week, holidays) and its targets in
 * business time (docs/service-levels.md#policies). One form for both; the contract's schema checks it, with
 * the form's own words where they say more (which day, hours and minutes), and the server's issues land
 * under their fields.
 */
export function ServiceLevelForm({ company, start, onDone, headingLevel }: ServiceLevelFormProps) {
  const Heading = `h${headingLevel}` as const;
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;

  // The form replaces the button that opened it: focus moves into it rather than to the page's start.
  useEffect(() => document.getElementById(`${prefix}-time_zone`)?.focus(), [prefix]);

  const form = useZodForm({
    defaultValues: formValuesOf(start),
    schema: async () => ServiceLevelBody,
    toBody: (values) => ({ service_level: settingsOf(values) }),
    fieldsAt: ['service_level'],
    check: checkServiceLevel,
    onSubmit: async (values) => {
      const settings = settingsOf(values);
      const body = { service_level: settings };
      try {
        if (company) await api.call('setCompanyServiceLevel', { params: { id: company.id }, body });
        else await api.call('setDefaultServiceLevel', { body });
      } catch (failure) {
        throw withFormIssues(failure, settings);
      }
      toasts.add(company ? T.saved(company.name) : T.savedDefault, { autoDismiss: true });
      await queryClient.invalidateQueries({ queryKey: SERVICE_LEVELS_KEY });
      onDone();
    },
    fieldId,
    fallbackError: T.saveFailed,
  });

  const targetLabels = {
    first_reply_minutes: T.firstReply,
    next_reply_minutes: T.nextReply,
    resolution_minutes: T.resolution,
  };
  return (
    <section className="service-level-form" aria-labelledby={headingId}>
      <Heading id={headingId}>{company ? T.formHeading(company.name) : T.formHeadingDefault}</Heading>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby={headingId}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <TimeZoneField {...form.field('time_zone')} />
        <WeeklyHoursField {...form.field('hours')} notice={hasSplitDays(start) ? T.splitDays : undefined} />
        <HolidaysField {...form.field('holidays')} />
        <fieldset className="cui-choice-group" aria-describedby={fieldId('targets-hint')}>
          <legend className="cui-choice-group__legend">{T.targetsFact}</legend>
          <p className="cui-choice-group__description" id={fieldId('targets-hint')}>
            {T.targetHint}
          </p>
          <div className="service-level-form__targets">
            {TARGET_FIELDS.map((name) => (
              <Input
                key={name}
                {...form.field(name)}
                label={targetLabels[name]}
                required
                autoComplete="off"
              />
            ))}
          </div>
        </fieldset>
        <Input
          {...form.field('warn_before_minutes')}
          label={T.warnBeforeLabel}
          hint={T.warnBeforeHint}
          inputMode="numeric"
          required
          autoComplete="off"
        />
        <Checkbox
          id={fieldId('unassign_on_breach')}
          name="unassign_on_breach"
          label={T.unassignOnBreach}
          markOptional={false}
          checked={form.values.unassign_on_breach}
          onCheckedChange={(checked) => form.setValue('unassign_on_breach', checked)}
          errorMessage={form.errors.unassign_on_breach}
        />
        <FormActions>
          <Button type="submit" loading={form.submitting} loadingLabel={T.saving}>
            {T.save}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {T.cancel}
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}
