// What a console page declares in the page registry (src/app/console/pages/registry.ts) and what its
// lazy module brings. The types live in the shell so that features can write their page modules; the
// registry itself is the app's.

import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { Saga } from 'redux-saga';
import type { AccessUrl } from '../../domain/access';
import type { ConsolePath } from '../../domain/consoleSections';

/** What the shell hands every page: the web chat product code and the path's `:name` parts. */
export interface PageProps {
  product: string;
  params: Readonly<Record<string, string>>;
}

/**
 * The state pages bring, by reducer path: each page module adds its slices here by declaration merging
 * (`declare module '../shell/pageTypes' { interface PageStates extends SliceState<typeof slice> {} }`),
 * so the typed hooks of src/app/hooks.ts know them though PageSlice below erases their types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the page modules
export interface PageStates {}

/** `{ [the slice's name]: its state }`: what one slice adds to PageStates. */
export type SliceState<S extends { name: string; reducer: Reducer }> = { [K in S['name']]: ReturnType<S['reducer']> };

/** A slice the page brings with it: injected into the store's root reducer under its name. */
export interface PageSlice {
  name: string;
  // Slices keep their own state types; the root reducer only needs to call them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  reducer: Reducer<any, UnknownAction, any>;
}

/** A page's lazy module: its component and its state, loaded on the first visit. */
export interface PageModule {
  Page: ComponentType<PageProps>;
  /** Injected before the page first renders; a slice shared by two pages is injected once. */
  slices?: readonly PageSlice[];
  /** Started on the first visit of any page that lists them, once for the console's lifetime. */
  sagas?: readonly Saga[];
}

export interface NavDeclaration {
  label: string;
  /** where the entry goes; the page's own path when it has no `:name` part */
  target?: (product: string) => string;
  /** the path prefix under which the entry is shown active; the target when omitted; null: never */
  activePrefix?: string | null;
  /** spec §2: Contact is "present but flagged inactive" */
  inactive?: boolean;
}

/** One line of the page registry: a page of the app layout (drawer, profile menu, dialogs, guards). */
export interface ConsolePage {
  /** relative to /v2; `:name` matches one path segment (letters, digits, '_' and '-') */
  path: ConsolePath;
  /** the document and placeholder title; a function for pages whose title depends on the path */
  title: string | ((params: Readonly<Record<string, string>>) => string);
  /**
   * The access url (spec §5) a member's list must hold for the access guard to let the page through;
   * null for a page no access entry opens (the guard sends everyone but /home's visitors home).
   */
  access: AccessUrl | null;
  /** the product guide's route key (spec §2 "Product guide"), when the page has one */
  guide?: string;
  /** the drawer's entry for this page, in registry order */
  nav?: NavDeclaration;
  /** narrows a `:name` path: the page exists only for the values it accepts */
  accepts?: (params: Readonly<Record<string, string>>, product: string) => boolean;
  /** the page's lazy module; a page without one is shown as 'not available yet' (the placeholder list) */
  load?: () => Promise<{ page: PageModule }>;
}
