import { StrictMode } from 'react';

// The form itself is a later issue; until then the page says where it comes from. No store: this
// page needs no saga, and customers should download as little as possible.
export function SatisfactionApp() {
  return (
    <StrictMode>
      <main className="single-card" id="main">
        <img src="/v2/favicon.svg" alt="" width="48" height="48" />
        <h1>How did we do?</h1>
        <p>This satisfaction form opens from the link in your conversation.</p>
      </main>
    </StrictMode>
  );
}
