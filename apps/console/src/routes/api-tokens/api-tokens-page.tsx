import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@concierge/auth';
import { Button, EmptyState } from '@concierge/ui';
import { useServices } from '../../app/services';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { AdminsOnlyPage } from '../../features/admin-screens/admins-only';
import { ShownOnce } from '../../features/admin-screens/shown-once';
import { QueryState } from '../../features/query-state/query-state';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenList } from './api-token-list';
import { apiTokensQuery } from './api-token-queries';
import { API_TOKEN_TEXTS as T } from './api-token-texts';
import './api-tokens.css';

/** /console/api-tokens (admins): the tokens other systems call the API with; make one, see it once, revoke. */
export function ApiTokensPage() {
  usePageTitle(T.title);
  const { api } = useServices();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const query = useQuery({ ...apiTokensQuery(api), enabled: isAdmin });
  const [creating, setCreating] = useState(false);
  const [newToken, setNewToken] = useState<string | null>(null);

  if (!isAdmin) return <AdminsOnlyPage title={T.title} notice={T.adminsOnly} className="api-tokens-page" />;
  const tokens = query.data?.api_tokens ?? [];
  return (
    <main id="main" className="cui-page api-tokens-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      {newToken ? (
        <ShownOnce
          heading={T.tokenHeading}
          intro={T.tokenIntro}
          value={newToken}
          doneLabel={T.done}
          onDone={() => setNewToken(null)}
          copy={{ label: T.copy, done: T.copied }}
          testId="new-api-token"
        />
      ) : null}
      {creating ? (
        <ApiTokenForm
          companies={query.data?.companies ?? []}
          onDone={(token) => {
            setCreating(false);
            setNewToken(token);
          }}
        />
      ) : (
        <Button onClick={() => setCreating(true)} disabled={query.data === undefined}>
          {T.add}
        </Button>
      )}
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
      >
        {tokens.length === 0 && !creating ? (
          <EmptyState title={T.empty} description={T.emptyHint} headingLevel={2} />
        ) : null}
        {tokens.length ? <ApiTokenList tokens={tokens} /> : null}
      </QueryState>
    </main>
  );
}
