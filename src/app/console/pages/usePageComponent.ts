import type { ComponentType, LazyExoticComponent } from 'react';
import { useStore } from 'react-redux';
import type { ConsolePage, PageModule, PageProps } from '../../../features/shell/pageTypes';
import { lazyPage } from '../../lazyPage';
import type { PageInjector } from './pageInjection';

type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

// One lazy component per store and module loader: its identity must not change between renders, and a
// second store (tests) injects into its own root reducer.
const components = new WeakMap<PageInjector, Map<ConsolePage['load'], PageComponent>>();

/** The lazy component of a page's module, which injects the module's state before it first renders. */
export function pageComponent(injector: PageInjector, load: NonNullable<ConsolePage['load']>): PageComponent {
  let byLoad = components.get(injector);
  if (!byLoad) components.set(injector, (byLoad = new Map()));
  let component = byLoad.get(load);
  if (!component) {
    component = lazyPage(async () => {
      const { page }: { page: PageModule } = await load();
      injector.inject(page);
      return page.Page;
    });
    byLoad.set(load, component);
  }
  return component;
}

/** The page's component, or null for a page without a module (shown as 'not available yet'). */
export function usePageComponent(page: ConsolePage): PageComponent | null {
  const store = useStore() as unknown as { pages: PageInjector };
  return page.load ? pageComponent(store.pages, page.load) : null;
}
