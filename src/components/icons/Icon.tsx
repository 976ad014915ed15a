import type { ButtonProps } from 'primereact/button';
import type { IconType } from 'primereact/utils';
import type { Glyph } from './glyphs';
import './icons.css';

export interface IconProps {
  icon: Glyph;
  /** Pixels; 16 matches the PrimeReact button text. */
  size?: number;
  className?: string;
  /** Only for an icon that is the sole content of something without a name of its own. */
  label?: string;
}

/**
 * An SVG glyph, hidden from assistive technology unless given a label: an icon-only control names itself
 * with its own aria-label, so the glyph must not be read twice.
 */
export function Icon({ icon: GlyphComponent, size = 16, className, label }: IconProps) {
  const classes = className ? `icon ${className}` : 'icon';
  return label ? (
    <GlyphComponent size={size} className={classes} role="img" aria-label={label} focusable="false" />
  ) : (
    <GlyphComponent size={size} className={classes} aria-hidden="true" focusable="false" />
  );
}

/**
 * For PrimeReact's Button `icon` prop: renders the glyph with the class PrimeReact gives its icon, so the
 * gap beside a label and the icon-only layout stay as PrimeReact draws them.
 */
export function buttonIcon(icon: Glyph, size = 16): IconType<ButtonProps> {
  return function ButtonGlyph(options) {
    return <Icon icon={icon} size={size} className={String(options.iconProps.className ?? '')} />;
  };
}
