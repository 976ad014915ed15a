import { Button } from 'primereact/button';
import { useCallback, useId } from 'react';
import { VirtualList } from '../../../components/VirtualList';
import type { TicketSort } from '../../../domain/inbox';
import { NO_MORE_DATA, NO_RESULT, SOMETHING_WENT_WRONG } from '../../../domain/infiniteList';
import { listRequested, moreRequested, selectTicketList } from '../ticketListSlice';
import { SORT_LABELS, TICKET_SORTS, ticketCountLabel } from '../ticketsRules';
import { BulkBar } from './BulkBar';
import { PickAll } from './PickAll';
import { TicketRow } from './TicketRow';
import { useBulkKeys } from './useBulkKeys';
import { useMinuteClock } from './useMinuteClock';
import { useListKeys } from '../../keyboard/useListKeys';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';

/** Two lines of text and their padding: the fixed height the virtual list divides by. */
export const TICKET_ROW_HEIGHT = 64;


interface Props {
  openId: string | null;
  onOpen: (id: string) => void;
  sort: TicketSort;
  onSort: (sort: TicketSort) => void;
}

/** The count, the sort and the virtualized, infinitely scrolling list with the spec's texts (§8). */
export function TicketListPane({ openId, onOpen, sort, onSort }: Props) {
  const dispatch = useAppDispatch();
  const list = usePageSelector(selectTicketList);
  const now = useMinuteClock();
  const sortId = useId();
  const renderRow = useCallback((id: string) => <TicketRow id={id} now={now} />, [now]);
  const loadMore = useCallback(() => dispatch(moreRequested()), [dispatch]);
  const retryFirst = () => dispatch(listRequested({ key: list.key, filters: list.filters, viewer: list.viewer }));
  const canLoadMore = list.status === 'succeeded' && list.nextCursor !== null && list.moreStatus !== 'failed' && list.moreStatus !== 'loading';
  const keys = useListKeys({ ids: list.ids as string[], openId, onOpen });
  useBulkKeys(keys.activeId);

  return (
    <div className="tickets__list" ref={keys.ref}>
      <div className="tickets__listbar">
        <PickAll loaded={list.ids as string[]} />
        <p className="tickets__count" role="status" data-testid="ticket-count">
          {list.status === 'succeeded' ? ticketCountLabel(list.total) : list.status === 'loading' ? 'Loading tickets…' : ''}
        </p>
        <label htmlFor={sortId} className="tickets__sort">
          Sort by
          <select id={sortId} value={sort} onChange={(event) => onSort(event.target.value as TicketSort)}>
            {TICKET_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <BulkBar viewer={list.viewer} />
      {list.status === 'failed' ? (
        <Failure onRetry={retryFirst} />
      ) : list.status === 'succeeded' && list.ids.length === 0 ? (
        <p className="tickets__end">{NO_RESULT}</p>
      ) : (
        <VirtualList
          ids={list.ids as string[]}
          rowHeight={TICKET_ROW_HEIGHT}
          label="Tickets"
          idPrefix="ticket-row"
          renderRow={renderRow}
          openId={openId}
          onOpen={onOpen}
          activeId={keys.activeId}
          onActiveChange={keys.onActiveChange}
          onEndReached={canLoadMore ? loadMore : undefined}
          footer={
            list.status !== 'succeeded' ? null : list.moreStatus === 'failed' ? (
              <Failure onRetry={loadMore} />
            ) : list.moreStatus === 'loading' ? (
              <p className="tickets__end">Loading more…</p>
            ) : list.nextCursor === null ? (
              <p className="tickets__end">{NO_MORE_DATA}</p>
            ) : null
          }
        />
      )}
    </div>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="tickets__end tickets__end--error" role="alert">
      <p>{SOMETHING_WENT_WRONG}</p>
      <Button type="button" label="Retry" size="small" outlined onClick={onRetry} />
    </div>
  );
}
