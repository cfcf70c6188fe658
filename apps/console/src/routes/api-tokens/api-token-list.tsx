import { useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@concierge/api-client';
import { Badge, Button, ConfirmDialog } from '@concierge/ui';
import { useServices } from '../../app/services';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { useNow } from '../../features/queue/use-now';
import { API_TOKENS_KEY } from './api-token-queries';
import { API_TOKEN_TEXTS as T } from './api-token-texts';

type TokenState = 'active' | 'expired' | 'revoked';

const stateOf = (token: ApiToken, now: number): TokenState =>
  token.revoked_at !== null ? 'revoked' : Date.parse(token.expires_at) <= now ? 'expired' : 'active';

const BADGE_TONE = { active: 'success', expired: 'neutral', revoked: 'attention' } as const;

/** Revokes one token after the kit's confirmation: its next call is refused. */
function RevokeAction({ token }: { token: ApiToken }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={T.revokeTitle(token.note)}
      description={T.revokeDescription}
      confirmLabel={T.revoke}
      tone="danger"
      trigger={
        <Button variant="secondary" aria-label={T.revokeNamed(token.note)}>
          {T.revoke}
        </Button>
      }
      onConfirm={async () => {
        await api.call('revokeApiToken', { params: { id: token.id } });
        await queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY });
        toasts.add(T.revokedToast(token.note), { autoDismiss: true });
      }}
    />
  );
}

/** Every token with what it may do and its history: newest first, revoked and expired ones included. */
export function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  const date = useDateTimeFormat({ dateStyle: 'medium' });
  const dateTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  // A token that expires while the page is open shows it within a minute.
  const now = useNow(60_000);
  return (
    <ul className="api-tokens" aria-label={T.listLabel}>
      {tokens.map((token) => {
        const state = stateOf(token, now);
        const created = date.format(new Date(token.created_at));
        return (
          <li key={token.id} className="api-tokens__item">
            <h2 className="api-tokens__note" dir="auto">
              {token.note}
            </h2>
            <p>
              <Badge tone={BADGE_TONE[state]}>{T[state]}</Badge>
            </p>
            <dl className="api-tokens__facts">
              <dt>{T.scopesFact}</dt>
              <dd>
                {token.scopes.map((scope) => (
                  <code key={scope} className="api-tokens__scope">
                    {scope}
                  </code>
                ))}
              </dd>
              <dt>{T.companyFact}</dt>
              <dd>{token.company_name ?? T.allCompanies}</dd>
              <dt>{T.createdFact}</dt>
              <dd>
                {token.created_by ? (
                  T.createdBy(created, token.created_by)
                ) : (
                  <time dateTime={token.created_at}>{created}</time>
                )}
              </dd>
              <dt>{token.revoked_at ? T.revokedFact : T.expiresFact}</dt>
              <dd>
                {/* A date is formatted in the reader's language, not translated: it sits in <time>. */}
                <time dateTime={token.revoked_at ?? token.expires_at}>
                  {dateTime.format(new Date(token.revoked_at ?? token.expires_at))}
                </time>
              </dd>
              <dt>{T.lastUsedFact}</dt>
              <dd>
                {token.last_used_at
                  ? T.lastUsedFrom(dateTime.format(new Date(token.last_used_at)), token.last_used_ip ?? '—')
                  : T.neverUsed}
              </dd>
            </dl>
            {state === 'active' ? <RevokeAction token={token} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
