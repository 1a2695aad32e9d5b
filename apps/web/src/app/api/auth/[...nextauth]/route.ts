import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth';

// next-auth 4 types its handler as `any`; in the App Router it is a route handler.
const handler = NextAuth(authOptions) as (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

export { handler as GET, handler as POST };
