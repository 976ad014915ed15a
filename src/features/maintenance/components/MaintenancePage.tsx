import { useEffect } from 'react';
import { ErrorView } from '../../../components/ErrorView';
import { errorPageFor } from '../../errors/errorRules';
import { selectConfigSettled, selectMaintenance, type ConfigState } from '../../config/configSlice';
import { maintenanceEnded, maintenancePageLeft, maintenancePageOpened } from '../maintenanceActions';
import { maintenancePageDecision } from '../maintenanceRules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';

type State = { config: ConfigState };

/** /maintenance: 'The service is unavailable' with the Landing button; leaves for / once the flag is off. */
export function MaintenancePage() {
  const dispatch = useAppDispatch();
  const settled = useAppSelector((state: State) => selectConfigSettled(state));
  const maintenance = useAppSelector((state: State) => selectMaintenance(state));
  const decision = maintenancePageDecision(settled, maintenance);

  useEffect(() => {
    dispatch(maintenancePageOpened());
    return () => {
      dispatch(maintenancePageLeft());
    };
  }, [dispatch]);

  useEffect(() => {
    if (decision === 'leave') dispatch(maintenanceEnded());
  }, [decision, dispatch]);

  return <ErrorView {...errorPageFor(503)} />;
}
