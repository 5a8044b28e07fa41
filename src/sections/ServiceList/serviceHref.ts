/** The detail route of a service: /services-details/{id}. */
export const serviceHref = (id: number): string => `/services-details/${id}`;
