import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideClientJoin, emailKey, phoneKey, type JoinFacts } from "./client-identity.ts";

describe("the keys clients are joined and matched by", () => {
  it("joins an address in any case and with stray spaces, and nothing looser", () => {
    expect(emailKey("  Maria.Lopez@Example.COM ")).toBe("maria.lopez@example.com");
    expect(emailKey("maria+apts@example.com")).not.toBe(emailKey("maria@example.com"));
    expect(emailKey("m.aria@gmail.com")).not.toBe(emailKey("maria@gmail.com"));
  });

  it("reads a phone number as its last ten digits, or nothing when it has fewer", () => {
    expect(phoneKey("(713) 555-0142")).toBe("7135550142");
    expect(phoneKey("+1 713.555.0142")).toBe("7135550142");
    expect(phoneKey("555-0142")).toBeNull();
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey("")).toBeNull();
  });
});

describe("which client a new inquiry joins", () => {
  const none: JoinFacts = { session: null, sameEmail: null, verifiedOwner: null };

  it("makes a new client for a new address, the session's when signed in", () => {
    expect(decideClientJoin(none)).toEqual({ kind: "new", userId: null, unlinkedSession: false });
    expect(decideClientJoin({ ...none, session: { userId: 4, clientId: null } })).toEqual({ kind: "new", userId: 4, unlinkedSession: false });
  });

  it("joins a signed-in renter's own client whatever address they typed", () => {
    const facts: JoinFacts = { session: { userId: 4, clientId: 9 }, sameEmail: { clientId: 2, userId: null }, verifiedOwner: null };
    expect(decideClientJoin(facts)).toEqual({ kind: "existing", clientId: 9, attachUserId: null, unlinkedSession: false });
  });

  it("joins the client of the same address signed out, and attaches no account to it for the address alone", () => {
    expect(decideClientJoin({ ...none, sameEmail: { clientId: 2, userId: null } })).toEqual({ kind: "existing", clientId: 2, attachUserId: null, unlinkedSession: false });
  });

  it("attaches the account that verified the address to a client that has none", () => {
    expect(decideClientJoin({ ...none, sameEmail: { clientId: 2, userId: null }, verifiedOwner: { userId: 5, clientId: null } })).toEqual({
      kind: "existing",
      clientId: 2,
      attachUserId: 5,
      unlinkedSession: false,
    });
    expect(decideClientJoin({ ...none, verifiedOwner: { userId: 5, clientId: null } })).toEqual({ kind: "new", userId: 5, unlinkedSession: false });
    expect(decideClientJoin({ ...none, verifiedOwner: { userId: 5, clientId: 7 } })).toEqual({ kind: "existing", clientId: 7, attachUserId: null, unlinkedSession: false });
  });

  it("never attaches a signed-in account by an address it did not verify (the takeover of decision 028)", () => {
    // An attacker signed in as 4 types the victim's address, which belongs to client 2.
    const decision = decideClientJoin({ session: { userId: 4, clientId: null }, sameEmail: { clientId: 2, userId: null }, verifiedOwner: null });
    expect(decision).toEqual({ kind: "existing", clientId: 2, attachUserId: null, unlinkedSession: true });
    // ...or an address another account verified.
    expect(decideClientJoin({ session: { userId: 4, clientId: null }, sameEmail: { clientId: 2, userId: 5 }, verifiedOwner: { userId: 5, clientId: 2 } })).toEqual({
      kind: "existing",
      clientId: 2,
      attachUserId: null,
      unlinkedSession: true,
    });
  });

  it("never moves a client from the account it is attached to", () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ userId: fc.integer({ min: 1, max: 5 }), clientId: fc.option(fc.integer({ min: 1, max: 5 })) })),
        fc.option(fc.record({ clientId: fc.integer({ min: 1, max: 5 }), userId: fc.option(fc.integer({ min: 1, max: 5 })) })),
        fc.option(fc.record({ userId: fc.integer({ min: 1, max: 5 }), clientId: fc.option(fc.integer({ min: 1, max: 5 })) })),
        (session, sameEmail, verifiedOwner) => {
          const decision = decideClientJoin({ session, sameEmail, verifiedOwner });
          if (decision.kind === "existing" && decision.attachUserId !== null) {
            // Attached only to a client without an account, and only the account that verified the address.
            expect(sameEmail?.userId).toBeNull();
            expect(decision.attachUserId).toBe(verifiedOwner?.userId);
            if (session) expect(session.userId).toBe(verifiedOwner?.userId);
          }
          if (decision.kind === "new" && decision.userId !== null) expect([session?.userId, verifiedOwner?.userId]).toContain(decision.userId);
        },
      ),
    );
  });
});
