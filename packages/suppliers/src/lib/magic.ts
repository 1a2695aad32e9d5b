/** Magic values of the sandbox suppliers, so core and tests can drive their failure paths. */

/** Hotel search in this city fails as if the supplier were down (core answers 502). */
export const SANDBOX_FAILING_CITY_CODE = '99999';

/** A passenger or guest with this last name makes the supplier refuse the booking. */
export const SANDBOX_FAILING_LAST_NAME = 'SUPPLIERFAIL';

export const hasFailingLastName = (people: readonly { lastName: string }[]) =>
  people.some((person) => person.lastName.trim().toUpperCase() === SANDBOX_FAILING_LAST_NAME);
