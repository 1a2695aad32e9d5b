import type { Metadata } from 'next';
import { EditExperience } from '@/components/experiences/edit-experience';

export const metadata: Metadata = { title: 'Experiência' };

export default async function ExperiencePage({ params, searchParams }: PageProps<'/experiences/[id]'>) {
  const { id } = await params;
  const { notice } = await searchParams;
  return <EditExperience id={id} notice={typeof notice === 'string' ? notice : undefined} />;
}
