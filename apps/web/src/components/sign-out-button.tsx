'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';

export function SignOutButton({ label = 'Sair', className = 'button button-ghost' }: { label?: string; className?: string }) {
  const [pending, setPending] = useState(false);
  async function onClick() {
    setPending(true);
    await signOut({ redirect: false });
    // A full load drops every cached query of the signed-out agent (the router would keep them).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the full load is the point
    window.location.assign('/login');
  }
  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={pending}>
      {pending ? 'Saindo…' : label}
    </button>
  );
}
