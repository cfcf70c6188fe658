import { Button } from '@concierge/ui';

/**
 * A labelled group of toggle buttons with exactly one pressed (`aria-pressed`), each a plain button in the
 * tab order: the queue's views and its order. Pressing one calls `onChange` with its value.
 */
export function PressedButtonGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: ReadonlyArray<{ value: Value; title: string }>;
  value: Value;
  onChange: (value: Value) => void;
  className: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          variant={option.value === value ? 'primary' : 'secondary'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.title}
        </Button>
      ))}
    </div>
  );
}
