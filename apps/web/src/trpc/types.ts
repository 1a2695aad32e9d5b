import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tas/core';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export type ApiKey = RouterOutputs['apiKeys']['list'][number];
export type CreatedApiKey = RouterOutputs['apiKeys']['create'];

export type Client = RouterOutputs['clients']['get'];
export type ClientCreateInput = RouterInputs['clients']['create'];
export type ClientListInput = RouterInputs['clients']['list'];

export type BookingSummary = RouterOutputs['bookings']['list']['bookings'][number];
export type BookingDetail = RouterOutputs['bookings']['get'];
export type BookingStatus = BookingSummary['status'];
export type BookingType = BookingSummary['type'];
export type BookingCreateInput = RouterInputs['bookings']['create'];
export type BookingListInput = RouterInputs['bookings']['list'];
export type PassengerInput = NonNullable<BookingCreateInput['passengers']>[number];

export type Experience = RouterOutputs['experiences']['list']['experiences'][number];
export type ExperienceDetail = RouterOutputs['experiences']['get'];
export type ExperienceCategory = Experience['category'];
export type DurationUnit = Experience['duration_unit'];
export type ExperienceCreateInput = RouterInputs['experiences']['create'];
export type ExperienceListInput = RouterInputs['experiences']['list'];

/** Every list answers page, limit, total and totalPages; bookings and experiences add hasNext/hasPrev. */
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A client as a booking names it: enough to show who was picked. */
export type ClientRef = Pick<BookingSummary['customer'], 'id' | 'name' | 'email'>;
