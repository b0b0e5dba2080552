import { defineField } from '../../field-facts';

export default defineField({
  description:
    'An Australian Business Number, for a business buying or financing a vehicle: 11 digits (spaces as typed are forgiven) whose ATO checksum holds.',
  selfLabelled: false,
  value: 'string',
});
