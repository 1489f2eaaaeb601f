import { ScimError, scimNotFound } from "./errors";
import { CORE_GROUP, CORE_USER, ENTERPRISE_USER, MAX_RESULTS } from "./filter";
import type { Json } from "./patch";
import { LIST_RESPONSE } from "./users";

/*
 * Discovery (RFC 7644 §4, RFC 7643 §5-7): what this server supports, trimmed to the attributes we keep. Written
 * out here rather than taken from scimmy's full schemas, which list dozens of attributes we would then ignore.
 */

const SPC = "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig";
const RESOURCE_TYPE = "urn:ietf:params:scim:schemas:core:2.0:ResourceType";
const SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Schema";

export function serviceProviderConfig(baseUrl: string): Json {
  return {
    schemas: [SPC],
    documentationUri: "https://github.com/wellguard/wellguard/blob/main/docs/identity.md",
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "A SCIM token an administrator generates for the company in Wellguard (shown once)",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

function resourceTypes(baseUrl: string): Json[] {
  return [
    {
      schemas: [RESOURCE_TYPE],
      id: "User",
      name: "User",
      endpoint: "/Users",
      description: "A person of the company",
      schema: CORE_USER,
      schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE],
      id: "Group",
      name: "Group",
      endpoint: "/Groups",
      description: "A group of people of the company (a tag in Wellguard)",
      schema: CORE_GROUP,
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

type Attr = {
  name: string;
  type: "string" | "boolean" | "complex" | "reference" | "dateTime";
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: "readOnly" | "readWrite" | "immutable" | "writeOnly";
  uniqueness?: "none" | "server" | "global";
  subAttributes?: Attr[];
  canonicalValues?: string[];
  referenceTypes?: string[];
  description?: string;
};

function attribute(a: Attr): Json {
  return {
    name: a.name,
    type: a.type,
    multiValued: a.multiValued ?? false,
    description: a.description ?? "",
    required: a.required ?? false,
    caseExact: a.caseExact ?? false,
    mutability: a.mutability ?? "readWrite",
    returned: "default",
    uniqueness: a.uniqueness ?? "none",
    ...(a.canonicalValues ? { canonicalValues: a.canonicalValues } : {}),
    ...(a.referenceTypes ? { referenceTypes: a.referenceTypes } : {}),
    ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
  };
}

const typed = (description: string): Attr[] => [
  { name: "value", type: "string", description },
  { name: "type", type: "string", canonicalValues: ["work"] },
  { name: "primary", type: "boolean" },
];

function schemas(baseUrl: string): Json[] {
  const schema = (id: string, name: string, description: string, attributes: Attr[]) => ({
    schemas: [SCHEMA],
    id,
    name,
    description,
    attributes: attributes.map(attribute),
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${id}` },
  });
  return [
    schema(CORE_USER, "User", "A person of the company", [
      { name: "userName", type: "string", required: true, uniqueness: "server", description: "The login" },
      {
        name: "name",
        type: "complex",
        subAttributes: [
          { name: "givenName", type: "string" },
          { name: "familyName", type: "string" },
          { name: "formatted", type: "string", mutability: "readOnly" },
        ],
      },
      {
        name: "displayName",
        type: "string",
        description: "Used as the given name when name.givenName is absent",
      },
      { name: "emails", type: "complex", multiValued: true, subAttributes: typed("The work e-mail address") },
      {
        name: "phoneNumbers",
        type: "complex",
        multiValued: true,
        subAttributes: typed("In international form (+ and digits); other forms are left out"),
      },
      {
        name: "preferredLanguage",
        type: "string",
        description: "es-ES, es-MX, en-GB, en-US, eu, pl, ca, pt-PT",
      },
      { name: "locale", type: "string" },
      {
        name: "active",
        type: "boolean",
        description: "false deactivates the person and ends their sessions",
      },
      {
        name: "groups",
        type: "complex",
        multiValued: true,
        mutability: "readOnly",
        subAttributes: [
          { name: "value", type: "string", mutability: "readOnly" },
          { name: "display", type: "string", mutability: "readOnly" },
          { name: "$ref", type: "reference", referenceTypes: ["Group"], mutability: "readOnly" },
        ],
      },
    ]),
    schema(ENTERPRISE_USER, "EnterpriseUser", "Enterprise User", [
      { name: "employeeNumber", type: "string", description: "The user code, unique in the company" },
      {
        name: "department",
        type: "string",
        description: "A department of the company by name; made at the top level when there is none",
      },
    ]),
    schema(CORE_GROUP, "Group", "A group of people of the company", [
      { name: "displayName", type: "string", required: true, uniqueness: "server" },
      {
        name: "members",
        type: "complex",
        multiValued: true,
        subAttributes: [
          { name: "value", type: "string", mutability: "immutable", description: "A user's id" },
          { name: "display", type: "string", mutability: "readOnly" },
          { name: "$ref", type: "reference", referenceTypes: ["User"], mutability: "immutable" },
        ],
      },
    ]),
  ];
}

const list = (resources: Json[]) => ({
  schemas: [LIST_RESPONSE],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export const listResourceTypes = (baseUrl: string) => list(resourceTypes(baseUrl));
export const listSchemas = (baseUrl: string) => list(schemas(baseUrl));

export function resourceType(baseUrl: string, id: string): Json {
  const found = resourceTypes(baseUrl).find((r) => r.id === id);
  if (!found) throw scimNotFound("Resource");
  return found;
}

export function schemaById(baseUrl: string, id: string): Json {
  const found = schemas(baseUrl).find((s) => String(s.id).toLowerCase() === id.toLowerCase());
  if (!found) throw scimNotFound("Resource");
  return found;
}

export function refuseQuery(query: Record<string, unknown>) {
  if (query.filter !== undefined) throw new ScimError(403, "Filtering is not supported here");
}
