import { createAction } from '@reduxjs/toolkit';

export const maintenancePageOpened = createAction('maintenance/pageOpened');
export const maintenancePageLeft = createAction('maintenance/pageLeft');
/** The flag went off while the visitor was on /maintenance. */
export const maintenanceEnded = createAction('maintenance/ended');
