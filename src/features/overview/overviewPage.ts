import type { PageModule } from '../shell/pageTypes';
import { OverviewPage } from './components/OverviewPage';

/** /overview's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: OverviewPage };
