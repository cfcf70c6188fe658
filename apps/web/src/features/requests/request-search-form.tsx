import { useState } from 'react';
import type { RequestState } from '@concierge/api-client';
import { Button, ChoiceGroup, Input } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { REQUEST_LISTS } from './request-lists';
import type { RequestSearch } from './request-search';
import { REQUEST_TEXTS } from './request-texts';

const S = TEXTS.search;
/** The status option that means "every list". */
const ANY_STATUS = 'any';
/** Every list, then "any": read when rendering, in the page's language. */
const statusOptions = () => [
  { value: ANY_STATUS, label: S.anyStatus },
  ...REQUEST_LISTS.map((state) => ({ value: state, label: REQUEST_TEXTS.lists[state].title })),
];

interface RequestSearchFormProps {
  /** The search in the URL; the form starts from it (remount it with a `key` when the URL changes). */
  search: RequestSearch | null;
  /** Called on submit; an empty text with any status is "no search" (the lists again). */
  onSearch: (search: RequestSearch) => void;
}

/** The requests page's search: words (title, answers, messages) and a status; applied on submit. */
export function RequestSearchForm({ search, onSearch }: RequestSearchFormProps) {
  const [text, setText] = useState(search?.q ?? '');
  const [status, setStatus] = useState<string>(search?.state ?? ANY_STATUS);
  return (
    <form
      role="search"
      aria-label={S.formLabel}
      className="request-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ q: text.trim(), state: status === ANY_STATUS ? null : (status as RequestState) });
      }}
    >
      <Input
        type="search"
        label={S.label}
        hint={S.hint}
        name="q"
        autoComplete="off"
        value={text}
        onValueChange={setText}
      />
      <ChoiceGroup
        legend={S.status}
        name="status"
        options={statusOptions()}
        value={status}
        onValueChange={setStatus}
        required
      />
      <div className="request-search__actions">
        <Button type="submit">{S.submit}</Button>
      </div>
    </form>
  );
}
