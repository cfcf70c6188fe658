import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@concierge/api-client';
import { useLocale } from '@concierge/app-locale';
import { DATA_EXPORTS_KEY, DataExportList } from '@concierge/account-ui/data-exports';
import { Alert, Button } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { DeleteAccountForm } from './delete-account-form';
import { YOUR_DATA_TEXTS as T } from './your-data-texts';

/**
 * /account/data: a copy of everything kept about the requester (docs/personal-data.md#export), and the
 * account's erasure (docs/personal-data.md#erasure). Asking for a copy queues it; the list below follows it
 * until it is ready, then downloads it. The ready email links here.
 */
export function YourDataPage() {
  usePageTitle(T.title);
  const { api } = useAppServices();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const ask = async () => {
    setAsking(true);
    setOutcome(null);
    try {
      await api.call('requestDataExport', {});
      setOutcome({ ok: true, text: T.asked });
      await queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_KEY });
    } catch (failure) {
      // The server's own words when it has some (three a day, in the account's language).
      setOutcome({
        ok: false,
        text: isApiError(failure) && failure.status === 429 ? failure.message : T.askFailed,
      });
    } finally {
      setAsking(false);
    }
  };
  return (
    <main id="main" className="cui-page cui-page--narrow your-data">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      <p>{T.how}</p>
      <Button onClick={() => void ask()} loading={asking} loadingLabel={T.asking}>
        {T.ask}
      </Button>
      {outcome ? outcome.ok ? <p role="status">{outcome.text}</p> : <Alert>{outcome.text}</Alert> : null}
      <DataExportList
        api={api}
        locale={locale}
        queryTexts={{ loading: TEXTS.loading, loadFailed: TEXTS.loadFailed, tryAgain: TEXTS.tryAgain }}
        appName="web"
      />
      <DeleteAccountForm />
    </main>
  );
}
