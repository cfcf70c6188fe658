import { Spinner } from '@concierge/ui';

/** Shown while a page's chunk or data loads. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner size={40} label={label} />
    </div>
  );
}
