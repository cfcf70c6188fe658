import { isEnglishLocale } from '@concierge/uploader';
import { classNames } from '../class-names.js';
import { useKitLocaleState } from '../locale/kit-locale-context.js';

export interface ProgressBarProps {
  /** 0–100; leave it out (or `null`) for an indeterminate bar. */
  value?: number | null | undefined;
  /** The bar's accessible name, e.g. "Uploading report.pdf". */
  label: string;
  /** Shows the whole percentage next to the bar. */
  showValue?: boolean | undefined;
  className?: string | undefined;
}

/** A whole percentage, clamped to 0–100 (progress is a whole percentage). */
export function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), 100));
}

/**
 * A whole percentage as a language writes it: `50%` in English (and without a locale), `50 %` in French,
 * `50‏٪` in Arabic, through `Intl.NumberFormat`.
 */
export function formatPercent(percent: number, locale?: string): string {
  if (isEnglishLocale(locale)) return `${percent}%`;
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
}

/** A determinate (0–100 %) or indeterminate progress bar with the `progressbar` role. */
export function ProgressBar({ value, label, showValue = false, className }: ProgressBarProps) {
  const { locale } = useKitLocaleState();
  const percent = value === undefined || value === null ? null : toPercent(value);
  return (
    <div className={classNames('cui-progress', className)}>
      <div
        className={classNames(
          'cui-progress__track',
          percent === null && 'cui-progress__track--indeterminate',
        )}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        // Without aria-valuenow assistive technology reports the bar as indeterminate.
        aria-valuenow={percent ?? undefined}
      >
        <div className="cui-progress__fill" style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      {showValue && percent !== null ? (
        <span className="cui-progress__value" aria-hidden="true">
          {formatPercent(percent, locale)}
        </span>
      ) : null}
    </div>
  );
}
