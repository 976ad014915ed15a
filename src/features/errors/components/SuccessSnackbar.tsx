import { selectSuccessNotice, type NoticeState } from '../noticeSlice';
import { useAppSelector } from '../../../app/hooks';

/** The success snackbar: announced politely, hidden again by the errors saga after a few seconds. */
export function SuccessSnackbar() {
  const notice = useAppSelector((state: { notice: NoticeState }) => selectSuccessNotice(state));
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {notice ? (
        <p className="snackbar snackbar--success" key={notice.id}>
          {notice.message}
        </p>
      ) : null}
    </div>
  );
}
