import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { AtRule } from 'postcss';
import { CONSOLE_SECTIONS } from './src/domain/consoleSections';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || '8081'}`;

const TITLES: Record<string, string> = {
  console: 'Omnichannel Inbox',
  landing: 'Omnichannel Inbox – one inbox for every customer channel',
  satisfaction: 'How did we do? – Omnichannel Inbox',
  wallboard: 'Wallboard – Omnichannel Inbox',
  webchat: 'Chat',
};

// The dev server strips the /v2 base before these run, so they are written without it. They mirror the
// edge's fallbacks (server/edge) so `npm run dev` routes the same way as production.
const devRewrites = [
  {
    from: new RegExp(`^/(${Object.keys(CONSOLE_SECTIONS).join('|')})(/.*)?$`),
    to: '/console.html',
  },
  { from: /^\/(pricing|contact-us)?\/?$/, to: '/landing.html' },
  { from: /^\/satisfaction-form\/?$/, to: '/satisfaction.html' },
  { from: /^\/wallboard\/?$/, to: '/wallboard.html' },
  { from: /^\/webchat\/frame\/?$/, to: '/webchat.html' },
];

// PrimeReact's theme declares two ~350 kB Inter font files; we use system fonts instead, so the
// @font-face rules are dropped before css-loader would emit the files.
const dropThemeFonts = {
  postcssPlugin: 'drop-primereact-theme-fonts',
  AtRule: {
    'font-face': (rule: AtRule) => {
      if (rule.source?.input.file?.includes('primereact/resources/themes')) rule.remove();
    },
  },
};

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: {
      console: './entries/console.tsx',
      landing: './entries/landing.tsx',
      satisfaction: './entries/satisfaction.tsx',
      wallboard: './entries/wallboard.tsx',
      // The chat window (the only page other sites may frame) and the loader script websites embed. The
      // loader has no page; the edge serves it at the stable /v2/webchat.js, found through the manifest.
      webchat: './entries/webchat.ts',
      widget: { import: './entries/widget.ts', html: false },
    },
  },
  html: {
    template: './entries/template.html',
    title: ({ entryName }) => TITLES[entryName] ?? 'Omnichannel Inbox',
  },
  output: {
    // BUILD_DIST lets parallel builds (a developer's and a test run's) use separate folders.
    distPath: { root: process.env.BUILD_DIST || 'dist' },
    assetPrefix: '/v2/',
    filenameHash: true,
    // The CSP is script-src 'self': every script must be a file.
    inlineScripts: false,
    legalComments: 'linked',
    manifest: true,
  },
  tools: {
    postcss: (_config, { addPlugins }) => {
      addPlugins(dropThemeFonts);
    },
  },
  server: {
    base: '/v2',
    port: Number(process.env.DEV_PORT || 3000),
    proxy: {
      '/v2/api': { target: apiTarget, ws: true },
    },
    historyApiFallback: { index: '/landing.html', rewrites: devRewrites },
  },
});
