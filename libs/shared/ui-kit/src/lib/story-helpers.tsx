/** Story-only helpers, also exported as `@shop/ui-kit/storybook` for the stories of the storefront libs built into this Storybook. */
import type { ReactNode } from 'react';

/**
 * Story-only helper: renders the same content in a light and a dark panel side by side
 * (tokens work on any element with data-color-mode). Not in the package's main entry.
 */
export function BothModes({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
      {(['light', 'dark'] as const).map((mode) => (
        <div
          key={mode}
          data-color-mode={mode}
          style={{
            background: 'var(--ui-color-bg)',
            padding: 16,
            borderRadius: 10,
            border: '1px solid var(--ui-color-border)',
          }}
        >
          {children}
        </div>
      ))}
    </div>
  );
}

/** Story-only helper: a 360 px wide frame, the narrowest phone the shop supports. */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ width: 360, maxWidth: '100%', border: '1px dashed var(--ui-color-border-strong)', padding: 12 }}>
      {children}
    </div>
  );
}
