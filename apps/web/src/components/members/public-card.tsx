import type { ReactNode } from 'react';

/** The sign-in page's card, for the other pages reached without a session (invitation, password reset). */
export function PublicCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="login">
      <div className="login-card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden>
            ✈
          </span>
          <span>Painel da agência</span>
        </div>
        <h1>{title}</h1>
        {intro && <p className="muted">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
