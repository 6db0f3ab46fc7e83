import { BooleanChip } from '../../components/BooleanChip';

const HOSTING = { true: 'resources.bolts.hosting.dedicated', false: 'resources.bolts.hosting.shared' };

/** `dedicated` read as the kind of hosting it means. */
export const HostingChip = () => <BooleanChip source="dedicated" labels={HOSTING} color="secondary" />;
