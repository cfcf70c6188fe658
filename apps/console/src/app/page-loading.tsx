import { Spinner } from '@concierge/ui';
import { TEXTS } from './texts';

/** Shown while a page's chunk or data loads. */
export function PageLoading({ label = TEXTS.loading }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner size={40} label={label} />
    </div>
  );
}
