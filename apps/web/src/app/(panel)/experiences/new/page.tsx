import type { Metadata } from 'next';
import { CreateExperience } from '@/components/experiences/create-experience';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Nova experiência' };

export default function NewExperiencePage() {
  return (
    <>
      <PageHeader title="Nova experiência" back={{ href: '/experiences', label: 'Experiências' }} />
      <CreateExperience />
    </>
  );
}
