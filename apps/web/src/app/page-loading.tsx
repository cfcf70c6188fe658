import { Spinner } from '@concierge/ui';
import { SHELL_TEXTS } from './shell-texts';

/** Shown while a page's chunk or data loads. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner size={40} label={label ?? SHELL_TEXTS.loading} />
    </div>
  );
}
