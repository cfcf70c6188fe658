import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryState, type QueryStateProps } from './query-state';

afterEach(cleanup);

const texts = {
  loading: (what: string) => `Loading ${what}`,
  loadFailed: (what: string) => `We could not load ${what}.`,
  tryAgain: 'Try again',
};
const state = (props: Partial<QueryStateProps>) => (
  <QueryState
    status="success"
    hasData
    isFetching={false}
    refetch={vi.fn()}
    what="the team"
    texts={texts}
    {...props}
  >
    <p>Loaded</p>
  </QueryState>
);

describe('QueryState', () => {
  it('announces what is loading', () => {
    render(state({ status: 'pending', hasData: false }));
    expect(screen.getByRole('status').textContent).toBe('Loading the team');
  });

  it('offers to try again after a failed first load', () => {
    const refetch = vi.fn();
    render(state({ status: 'error', hasData: false, refetch }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByText('Loaded')).toBeNull();
  });

  it('keeps what was loaded when a later poll fails', () => {
    render(state({ status: 'error', hasData: true }));
    expect(screen.getByText('Loaded')).toBeTruthy();
  });
});
