# What differs per installation, included by default.vcl: the site's instances and who may purge.
# Copy both files to /etc/varnish/ and edit this one.

# One backend per instance (HOST and PORT of each), each probed on /readyz.
backend app1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = app_ready;
}

backend app2 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = app_ready;
}

sub vcl_init {
    app.add_backend(app1);
    app.add_backend(app2);
}

# Where PURGE may come from: this machine, and the address of every instance on another one
# (they send it after each write, CACHE_PURGE_URL). Nobody else: a purge costs the server renders.
acl purgers {
    "127.0.0.1";
    "::1";
}
