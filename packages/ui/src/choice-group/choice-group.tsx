import { useId } from 'react';
import { Chip } from '../chip/chip.js';
import { classNames } from '../class-names.js';
import { useControllableState } from '../controllable-state.js';
import { describedBy, FieldErrorLine, fieldErrorId, fieldHintId, useFieldName } from '../input/field.js';

export interface ChoiceOption {
  value: string;
  /** The option's text; also its accessible name. */
  label: string;
  /** A second line under the label. */
  description?: string | undefined;
  disabled?: boolean | undefined;
}

interface ChoiceGroupBaseProps {
  /** The question; the group's accessible name. */
  legend: string;
  /** The form name every option shares. */
  name: string;
  options: ReadonlyArray<ChoiceOption>;
  /** A line of help under the legend, read as the group's description. */
  description?: string | undefined;
  /** Shown below the options with the alert icon. */
  errorMessage?: string | undefined;
  /**
   * Without it the legend ends with " (optional)". A radio group also announces it as required;
   * for a checkbox group ("at least one") the app checks it.
   */
  required?: boolean | undefined;
  /** Disables every option. */
  disabled?: boolean | undefined;
  /** The group's id. The group can take focus (`tabIndex=-1`), so a form can move focus to it when invalid. */
  id?: string | undefined;
  className?: string | undefined;
}

export interface RadioChoiceGroupProps extends ChoiceGroupBaseProps {
  /** Default `radio`: one answer. */
  type?: 'radio' | undefined;
  /** The chosen option's value; `null` is none. */
  value?: string | null | undefined;
  defaultValue?: string | null | undefined;
  onValueChange?: ((value: string) => void) | undefined;
}

export interface CheckboxChoiceGroupProps extends ChoiceGroupBaseProps {
  /** Any number of answers. */
  type: 'checkbox';
  /** The chosen values, in the options' order. */
  value?: ReadonlyArray<string> | undefined;
  defaultValue?: ReadonlyArray<string> | undefined;
  onValueChange?: ((value: string[]) => void) | undefined;
}

export type ChoiceGroupProps = RadioChoiceGroupProps | CheckboxChoiceGroupProps;

const NO_VALUES: readonly string[] = [];

/** The option values as an array, whichever kind of group holds them. */
const asValues = (value: string | null | readonly string[] | undefined): readonly string[] | undefined =>
  value === undefined ? undefined : value === null ? NO_VALUES : typeof value === 'string' ? [value] : value;

/**
 * A question with a fixed set of answers: a `<fieldset>` whose legend is the question, with one chip per
 * option (real radio or checkbox inputs, so arrow keys, Space and form values are the browser's), the
 * description under the legend and the error below the options.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { legend, name, options, description, errorMessage, required, disabled, id, className } = props;
  const generated = useId();
  const groupId = id ?? `${generated}-group`;
  const shownLegend = useFieldName(legend, !required);
  const multiple = props.type === 'checkbox';
  const [selected, setSelected] = useControllableState<readonly string[]>(
    asValues(props.value),
    asValues(props.defaultValue) ?? NO_VALUES,
    undefined,
  );

  const choose = (value: string, on: boolean) => {
    if (props.type === 'checkbox') {
      // Keep the options' order, whatever order they were ticked in.
      const next = options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? on : selected.includes(candidate)));
      setSelected(next);
      props.onValueChange?.(next);
    } else if (on) {
      setSelected([value]);
      props.onValueChange?.(value);
    }
  };

  return (
    <fieldset
      id={groupId}
      tabIndex={-1}
      className={classNames('cui-choice-group', errorMessage && 'cui-field--invalid', className)}
      disabled={disabled}
      // One answer is a radio group, which can carry "required" and "invalid"; several are a plain group.
      role={multiple ? undefined : 'radiogroup'}
      aria-required={!multiple && required ? true : undefined}
      aria-invalid={!multiple && errorMessage ? true : undefined}
      aria-describedby={describedBy(groupId, description, errorMessage)}
    >
      <legend className="cui-choice-group__legend">{shownLegend}</legend>
      {description ? (
        <p className="cui-choice-group__description" id={fieldHintId(groupId)}>
          {description}
        </p>
      ) : null}
      <div className="cui-choice-group__options">
        {options.map((option) => (
          <Chip
            key={option.value}
            variant={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            title={option.label}
            description={option.description ?? ''}
            disabled={option.disabled}
            selected={selected.includes(option.value)}
            onSelectedChange={(on) => choose(option.value, on)}
          />
        ))}
      </div>
      {errorMessage ? <FieldErrorLine id={fieldErrorId(groupId)} message={errorMessage} /> : null}
    </fieldset>
  );
}
