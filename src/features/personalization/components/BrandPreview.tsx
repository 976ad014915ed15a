import { colourError, type Brand } from '../../../domain/brandRules';
import { selectUser, type AuthState } from '../../auth/authSlice';
import { usePageSelector } from '../../../app/hooks';

/** What customers will see with the brand being edited: the chat button, and an agent's message with the chosen identity. */
export function BrandPreview({ brand, workspaceName, logoUrl }: { brand: Brand; workspaceName: string; logoUrl: string | null }) {
  const user = usePageSelector((state: { auth: AuthState }) => selectUser(state));
  // A colour the rules refuse (white text unreadable on it) is not shown: the product's default stands in.
  const valid = (colour: string) => colourError(colour) === undefined;
  const asWorkspace = brand.identity === 'workspace';
  const name = asWorkspace ? workspaceName : (user?.username ?? 'Ann');
  const picture = asWorkspace ? logoUrl : (user?.profile_image_url ?? null);
  return (
    <aside className="brand-preview" aria-label="Preview">
      <h2>Preview</h2>
      <div className="brand-preview__site" data-testid="brand-preview-site">
        <div className="brand-preview__message" data-testid="brand-preview-message">
          {picture ? <img className="brand-preview__avatar" src={picture} alt="" /> : <span className="brand-preview__avatar brand-preview__avatar--initial" aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>}
          <div>
            <strong>{name}</strong>
            <p>{brand.greeting.trim() || 'Hi! How can we help you today?'}</p>
          </div>
        </div>
        <span
          className={`brand-preview__launcher brand-preview__launcher--${brand.position === 'bottom-left' ? 'left' : 'right'}`}
          data-testid="brand-preview-launcher"
          style={valid(brand.color) ? { background: brand.color } : undefined}
        >
          {brand.caption.trim() || 'Chat Us'}
        </span>
      </div>
      <div className="brand-preview__console">
        <span className="muted">Console button</span>
        <span className="brand-preview__button" style={valid(brand.accent) ? { background: brand.accent } : undefined}>
          Save
        </span>
      </div>
    </aside>
  );
}
