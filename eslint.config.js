import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Another feature's components a feature may use (DESIGN: features share actions and selectors, never
 * components). The shell composes every feature's dialogs and menus into the layout, so it is not listed.
 * Add a line here, with its reason, only for a component that is meant to be embedded elsewhere.
 */
export const SHARED_FEATURE_COMPONENTS = {
  // the overview page is the guide's slides shown as a page
  'src/features/guide/components/GuideDialog': ['overview'],
  // the profile's security tab embeds the two-factor panel
  'src/features/two-factor/components/TwoFactorPanel': ['profile'],
  // the composer opens the member's own canned replies (Agents have no workspace settings page)
  'src/features/custom-messages/components/MyCannedReplies': ['chat'],
  // the ticket-management page's Assignment section and the conversation's Routing panel (issue 15)
  'src/features/routing/components/AssignmentSection': ['ticket-management'],
  'src/features/routing/components/RoutingPanel': ['chat'],
  // the shell's pages context (product, access) that pages read
  'src/features/shell/components/PagesContext': ['*'],
};

/** Where a repository path sits in the layering: entries → app → features → components | services → domain. */
function placeOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'entries') return { layer: 'entries' };
  if (parts[0] === 'server') return { layer: 'server' };
  if (parts[0] !== 'src') return { layer: 'other' };
  if (parts[1] === 'features') return { layer: 'features', feature: parts[2], inFeature: parts.slice(3) };
  if (['app', 'components', 'services', 'domain', 'webchat'].includes(parts[1])) return { layer: parts[1] };
  return { layer: 'other' };
}

const isTestFile = (rel) => /\.test\.tsx?$/.test(rel) || rel.split('/').includes('testing');

// What each layer of src may import besides itself (server and tests are checked apart).
const ALLOWED = {
  entries: ['app', 'features', 'components', 'services', 'domain', 'webchat'],
  app: ['features', 'components', 'services', 'domain', 'webchat'],
  features: ['components', 'services', 'domain', 'webchat'],
  webchat: ['components', 'services', 'domain'],
  components: ['services', 'domain'],
  services: ['domain'],
  domain: [],
};

/** Why `from` may not import `to` (both repository paths without extension), or null when it may. */
export function boundaryProblem(from, to) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.layer === 'server') {
    return to.startsWith('src/') && !to.startsWith('src/domain/') ? 'server code imports only src/domain from src' : null;
  }
  if (!(a.layer in ALLOWED)) return null;
  if (b.layer === 'server') return 'browser code never imports server code (share it through src/domain)';
  if (b.layer === 'other' || a.layer === b.layer && a.layer !== 'features') return null;
  if (a.layer === 'features' && b.layer === 'app') {
    // a test may build the real store or render the console's routes around what it tests
    if (to === 'src/app/hooks' || isTestFile(from)) return null;
    return 'a feature imports from src/app only the typed hooks (src/app/hooks)';
  }
  if (a.layer === 'features' && b.layer === 'features') return featureProblem(a, b, from, to);
  return ALLOWED[a.layer].includes(b.layer) ? null : `${a.layer} may import only ${[a.layer, ...ALLOWED[a.layer]].join(', ')}`;
}

function featureProblem(a, b, from, to) {
  if (a.feature === b.feature) return null;
  const [first, ...rest] = b.inFeature;
  if (rest.length === 0) return null; // a top-level file: the feature's slice, selectors, rules, api, sagas, types
  if ((first === 'testing' || first === 'components') && isTestFile(from)) return null;
  if (first === 'components') {
    if (a.feature === 'shell') return null;
    const users = SHARED_FEATURE_COMPONENTS[to];
    if (users && (users.includes('*') || users.includes(a.feature))) return null;
  }
  return `features/${a.feature} may use another feature's top-level files (slice, selectors, rules, api), not ${b.inFeature.join('/')} (see SHARED_FEATURE_COMPONENTS in eslint.config.js)`;
}

const TYPED_HOOKS =
  'use the typed hooks of src/app/hooks.ts (useAppDispatch, useAppSelector, usePageSelector in a page\'s components, useLandingDispatch/useLandingSelector on the landing pages)';

const boundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'import boundaries between entries, app, features, components, services, domain and server' } },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = path.relative(ROOT, path.resolve(path.dirname(context.filename), source.value)).split(path.sep).join('/');
      const problem = boundaryProblem(from, to.replace(/\.(tsx?|jsx?|css)$/, ''));
      if (problem) context.report({ node: source, message: `Import of ${source.value}: ${problem}.` });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const REALTIME_BRANCH =
  'Register a handler per event name (eventReducers / onEachEvent / registerRealtimeHandlers in src/features/realtime/) instead of branching on event.type.';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'server/api/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { layers: { rules: { boundaries } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // House style: files aim at 150 lines and are split at 300, tests included.
      'max-lines': ['error', { max: 300 }],
      'layers/boundaries': 'error',
      // a page module adds its slices to PageStates with `interface PageStates extends SliceState<…> {}`
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // One typed way to reach the store (src/app/hooks.ts): the hooks there know the console's state,
      // pages' lazily injected slices included, and the landing store's.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: TYPED_HOOKS }] }],
    },
  },
  { files: ['src/app/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // One typed realtime contract (issue 12): features register a handler per event name
    // (src/features/realtime/eventReducers.ts, realtimeHandlers.ts) instead of branching on event.type.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/realtime/**', 'src/domain/realtimeEvent*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "BinaryExpression[operator=/^[!=]==?$/][left.property.name='type'][right.object.name='REALTIME_EVENTS']", message: REALTIME_BRANCH },
        { selector: "BinaryExpression[operator=/^[!=]==?$/][right.property.name='type'][left.object.name='REALTIME_EVENTS']", message: REALTIME_BRANCH },
        { selector: "SwitchStatement[discriminant.property.name='type'] > SwitchCase[test.object.name='REALTIME_EVENTS']", message: REALTIME_BRANCH },
      ],
    },
  },
);
