'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  async function onClick() {
    setPending(true);
    await signOut({ redirect: false });
    // A full load drops every cached query of the signed-out agent.
    window.location.assign('/login');
  }
  return (
    <button type="button" className="button button-ghost" onClick={onClick} disabled={pending}>
      {pending ? 'Saindo…' : 'Sair'}
    </button>
  );
}
