import { initContract } from '@ts-rest/core';
import { owns } from '../ownership';
import { z } from 'zod';
import { text } from '../schemas/fields';
import { ZErrorBodySchema, ZOptionalSessionHeadersSchema, commonErrorResponses } from '../schemas/common';
import {
  ZAdminConfigSchema,
  ZClientConfigSchema,
  ZCountryFooterSchema,
  ZFooterLocationSchema,
} from '../schemas/config';

const c = initContract();

/** §7 calls 1–3: configuration and footer. They run before any session exists. */
export const configContract = c.router({
  discover: {
    method: 'GET',
    metadata: owns(),
    path: '/discovery',
    summary: '§7 call 1: Service discovery',
    description: 'The publisher is chosen by the request host name; the answer is the client configuration.',
    headers: ZOptionalSessionHeadersSchema,
    responses: { 200: ZClientConfigSchema, 404: ZErrorBodySchema, ...commonErrorResponses },
  },
  adminConfig: {
    method: 'GET',
    metadata: owns(),
    path: '/AdminConfig',
    summary: '§7 call 2: Admin configuration',
    headers: ZOptionalSessionHeadersSchema,
    query: z.object({ globalCode: text().min(1).max(64) }),
    responses: { 200: ZAdminConfigSchema, 404: ZErrorBodySchema, ...commonErrorResponses },
  },
  footerLocation: {
    method: 'GET',
    metadata: owns(),
    path: '/footer/location',
    summary: '§7 call 3a: Footer URL (visitor country)',
    headers: ZOptionalSessionHeadersSchema,
    query: z.object({ globalCode: text().min(1).max(64) }),
    responses: { 200: ZFooterLocationSchema, 404: ZErrorBodySchema, ...commonErrorResponses },
  },
  countryFooter: {
    method: 'GET',
    metadata: owns(),
    path: '/footer/countries/:countryFile',
    summary: '§7 call 3b: Country JSON file of the alternative footer',
    headers: ZOptionalSessionHeadersSchema,
    pathParams: z.object({ countryFile: text().regex(/^[A-Z]{2}\.json$/) }),
    query: z.object({ globalCode: text().min(1).max(64) }),
    responses: { 200: ZCountryFooterSchema, 404: ZErrorBodySchema, ...commonErrorResponses },
  },
});
