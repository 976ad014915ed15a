import { usePageSelector } from '../../../app/hooks';
import { changeFailure, useWhenChangeDone } from '../../../components/form/changeState';
import { selectSlaPage, type SlaChangeKey } from '../slaSlice';

/** One change of the SLA page: whether it is under way, the api's refusal of it, and `then` once it went through. */
export function useSlaChange(key: SlaChangeKey, then: () => void = () => {}) {
  const state = usePageSelector(selectSlaPage);
  useWhenChangeDone(state.done, key, then);
  return { busy: state.busy === key, failure: changeFailure(state, key) };
}
