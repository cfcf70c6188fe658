import { useId } from 'react';
import { classNames } from '../class-names.js';
import { useControllableState } from '../controllable-state.js';
import { ChipDefaultImage } from '../icons/icons.js';
import { Link, type LinkComponent } from '../link/link.js';

/** Chip variants, default `button`. */
export type ChipVariant = 'button' | 'link' | 'external-link' | 'radio' | 'checkbox';

interface ChipContentProps {
  title: string;
  /** Required. Clamped, like the title, to two lines. */
  description: string;
  /** The only image a chip accepts is the kit's `default` picture (at most 20 px square). */
  image?: 'default' | undefined;
  className?: string | undefined;
}

interface SelectableProps {
  selected?: boolean | undefined;
  defaultSelected?: boolean | undefined;
  onSelectedChange?: ((selected: boolean) => void) | undefined;
  disabled?: boolean | undefined;
}

export type ChipProps = ChipContentProps &
  (
    | ({ variant?: 'button' | undefined } & SelectableProps)
    | { variant: 'link'; href: string; as?: LinkComponent | undefined }
    | { variant: 'external-link'; href: string }
    | ({ variant: 'radio'; name: string; value: string } & SelectableProps)
    | ({ variant: 'checkbox'; name?: string | undefined; value?: string | undefined } & SelectableProps)
  );

function ChipContent({ title, description, image }: ChipContentProps) {
  return (
    <>
      {image === 'default' ? <ChipDefaultImage className="cui-chip__image" /> : null}
      <span className="cui-chip__text">
        <span className="cui-chip__title">{title}</span>
        <span className="cui-chip__description">{description}</span>
      </span>
    </>
  );
}

function ToggleChip(props: ChipContentProps & SelectableProps) {
  const [selected, setSelected] = useControllableState(
    props.selected,
    props.defaultSelected ?? false,
    props.onSelectedChange,
  );
  return (
    <button
      type="button"
      className={classNames('cui-chip', props.className)}
      aria-pressed={selected}
      disabled={props.disabled}
      onClick={() => setSelected(!selected)}
    >
      <ChipContent {...props} />
    </button>
  );
}

// Radio and checkbox chips wrap a real input: the browser then gives radio groups their arrow keys and
// single selection, and forms their values, with no script of ours.
function InputChip(
  props: ChipContentProps &
    SelectableProps & { type: 'radio' | 'checkbox'; name?: string | undefined; value?: string | undefined },
) {
  const id = useId();
  const controlled = props.selected !== undefined;
  return (
    <label className={classNames('cui-chip', props.className)} htmlFor={id}>
      <input
        id={id}
        className="cui-chip__input"
        type={props.type}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        checked={controlled ? props.selected : undefined}
        defaultChecked={controlled ? undefined : props.defaultSelected}
        onChange={(event) => props.onSelectedChange?.(event.currentTarget.checked)}
      />
      <ChipContent {...props} />
    </label>
  );
}

/**
 * A selectable card-like chip: `button` toggles `aria-pressed`, `radio` selects, `checkbox` toggles,
 * `link` and `external-link` navigate.
 */
export function Chip(props: ChipProps) {
  switch (props.variant) {
    case 'link':
    case 'external-link':
      return (
        <Link
          className={classNames('cui-chip', props.className)}
          to={props.href}
          as={props.variant === 'link' ? props.as : undefined}
        >
          <ChipContent {...props} />
        </Link>
      );
    case 'radio':
    case 'checkbox':
      return <InputChip {...props} type={props.variant} />;
    default:
      return <ToggleChip {...props} />;
  }
}
