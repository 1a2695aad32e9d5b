'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';

export function SignOutButton({ label = 'Sair', className = 'button button-ghost' }: { label?: string; className?: string }) {
  const [pending, setPending] = useState(false);
  async function onClick() {
    setPending(true);
    await signOut({ redirect: false });
    // A full load drops every cached query of the signed-out agent.
    window.location.assign('/login');
  }
  return (
    <button type="button" className={className} onClick={onClick} disabled={pending}>
      {pending ? 'Saindo…' : label}
    </button>
  );
}
