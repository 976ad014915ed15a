import { StrictMode } from 'react';

// The live figures are a later issue; until then the wall screen says how to get them.
export function WallboardApp() {
  return (
    <StrictMode>
      <main className="wallboard" id="main">
        <h1>Wallboard</h1>
        <p>Sign in to the console to show your team&apos;s live figures here.</p>
        <a className="btn btn--primary btn--large" href="/v2/app/chat">
          Open the console
        </a>
      </main>
    </StrictMode>
  );
}
