import type { LocationDetailProps } from './props';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { LocationGroupCard } from '../../runtime/ui/location-group-card';
import { SmartLink } from '../../runtime/ui/smart-link';

export default function LocationDetail({ backLabel }: LocationDetailProps) {
  const group = useBlockData(contract);
  if (!group) return null;
  return (
    <section className="location-detail container">
      <p>
        <SmartLink href="/our-locations">{backLabel}</SmartLink>
      </p>
      <LocationGroupCard group={group} headingLevel="h1" linkName={false} />
    </section>
  );
}
