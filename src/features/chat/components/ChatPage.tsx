import { useDocumentTitle } from '../../../components/useDocumentTitle';

export function ChatPage() {
  useDocumentTitle('Chat');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Chat</h1>
      <p className="empty-state">No conversations yet.</p>
    </section>
  );
}
