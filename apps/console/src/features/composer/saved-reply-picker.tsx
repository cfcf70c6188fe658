import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { savedRepliesQuery } from '../queue/queue-queries';

/** Picks one of the team's saved replies and inserts it where the cursor is (the editor keeps its schema). */
export function SavedReplyPicker({ onInsert }: { onInsert: (html: string) => void }) {
  const { api } = useServices();
  const replies = useQuery(savedRepliesQuery(api));
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const list = replies.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="composer__saved">
      <label htmlFor={selectId}>{TEXTS.composer.savedReply}</label>
      <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{TEXTS.request.choose}</option>
        {list.map((reply) => (
          <option key={reply.id} value={reply.id}>
            {reply.title}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        disabled={!chosen}
        onClick={() => {
          const reply = list.find((each) => String(each.id) === chosen);
          if (reply) onInsert(reply.body_html);
          setChosen('');
        }}
      >
        {TEXTS.composer.insertSavedReply}
      </Button>
    </div>
  );
}
