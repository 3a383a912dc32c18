vcl 4.1;

# Varnish 7 in front of the site's instances (issue 47.4, decision 0076; how to run it:
# deploy/varnish/README.md). The app decides what may be kept and for how long (its
# Cache-Control and Vary, server/http/shared-cache.ts) and names each answer's cache tags in
# `xkey`; after a write it sends one PURGE naming the tags whose pages must go at once
# (`xkey-purge`) or may be refreshed in the background (`xkey-softpurge`), server/http/cache-purge.ts.
#
# What differs per installation (the instances, who may purge) is in local.vcl beside this file.

import cookie;
import directors;
import xkey;

# An instance takes requests while it can answer them: /readyz asks the database too.
probe app_ready {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    # Healthy from the start: an instance that is down is found out by its first probes.
    .initial = 2;
}

sub vcl_init {
    # local.vcl adds every instance to it.
    new app = directors.round_robin();
}

# Backends (each with `.probe = app_ready;`), their `app.add_backend(...)` in vcl_init, and the
# `purgers` ACL.
include "./local.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        call purge_by_tags;
    }
    set req.backend_hint = app.backend();

    # Never kept: writes, anything signed in, the back office and its API, preview links (a
    # parameter named `preview`, or any name written with percent-escapes, as the app reads them).
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    if (req.url ~ "^/admin" || req.url ~ "^/api/admin([/?]|$)") {
        return (pass);
    }
    if (req.url ~ "[?&](preview|[^&=#]*%[^&=#]*)([=&#]|$)") {
        return (pass);
    }

    # Pages answer `Vary: Cookie`, yet read only the `lang` and `disclaimer` cookies
    # (contract/cookies.ts): keep only those, always in this order, so that analytics and other
    # cookies the browser holds for the domain, or the order it sends them in, make no copy of
    # their own. The disclaimer cookie holds `<version>~<date accepted>`, and pages read only the
    # version: the date goes too, so all who accepted the current text share one copy.
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        unset req.http.Cookie;
        if (cookie.isset("disclaimer")) {
            set req.http.Cookie = "disclaimer=" + regsub(cookie.get("disclaimer"), "~.*$", "");
        }
        if (cookie.isset("lang")) {
            if (req.http.Cookie) {
                set req.http.Cookie = req.http.Cookie + "; lang=" + cookie.get("lang");
            } else {
                set req.http.Cookie = "lang=" + cookie.get("lang");
            }
        }
    }
    # Not the built-in rule, which passes every request with a cookie.
    return (hash);
}

sub purge_by_tags {
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge && !req.http.xkey-softpurge) {
        return (synth(400, "Name the tags in xkey-purge or xkey-softpurge"));
    }
    set req.http.xkey-purged = 0;
    set req.http.xkey-softpurged = 0;
    if (req.http.xkey-purge) {
        set req.http.xkey-purged = xkey.purge(req.http.xkey-purge);
    }
    if (req.http.xkey-softpurge) {
        set req.http.xkey-softpurged = xkey.softpurge(req.http.xkey-softpurge);
    }
    return (synth(200, "Purged"));
}

sub vcl_backend_response {
    # A refresh in the background that fails keeps the stale copy being sent (within its grace)
    # rather than replacing it with an error page.
    if (bereq.is_bgfetch && beresp.status >= 500) {
        return (abandon);
    }
    # An answer the app gives no lifetime (health checks, the API description, ...) is not kept:
    # Varnish's own default would keep it for two minutes.
    if (!bereq.uncacheable && beresp.http.Cache-Control !~ "(?i)(s-maxage|max-age)=" && !beresp.http.Expires) {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # stale-while-revalidate sets the grace (Varnish reads it); without it, as for a 404, the app
    # wants no stale copy sent, while Varnish would grant default_grace (10 s).
    if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate=") {
        set beresp.grace = 0s;
    }
    # The app sent its own stale copy (`x-cache: stale`, in the moment after a write while it
    # renders the page again): keep it only as stale, so that the next request is sent it while
    # Varnish fetches again in the background, instead of this copy living for the whole
    # s-maxage. 1 ms, not 0: an object kept with no lifetime at all is never found again, and the
    # requests waiting for it would each go to the app in turn.
    if (!bereq.uncacheable && beresp.http.x-cache == "stale" && beresp.ttl > 0s && !beresp.http.Set-Cookie &&
      beresp.http.Cache-Control !~ "(?i)(private|no-store|no-cache)") {
        set beresp.ttl = 1ms;
        return (deliver);
    }
    # Otherwise the built-in rules: s-maxage (else max-age) is the lifetime; private, no-store,
    # no-cache, Set-Cookie or `Vary: *` are never kept.
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.x-proxy-cache = "HIT";
    } else {
        set resp.http.x-proxy-cache = "MISS";
    }
    set resp.http.x-proxy-age = resp.http.Age;
    # The tags are for purging here; a visitor has no use for them (and Varnish is the last shared
    # cache: a CDN in front that purges by Surrogate-Key would need it kept).
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
}

sub vcl_synth {
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.xkey-purged = req.http.xkey-purged;
        set resp.http.xkey-softpurged = req.http.xkey-softpurged;
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = "purged " + req.http.xkey-purged + ", soft-purged " + req.http.xkey-softpurged;
        return (deliver);
    }
}
