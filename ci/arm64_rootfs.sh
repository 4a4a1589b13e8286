#!/usr/bin/env bash
# An arm64 Debian (bookworm) root file system with python3, python3-venv and
# python3-pip, in which an aarch64 CPython runs under qemu-user (binfmt_misc).
# Used by ci/release.sh to test the aarch64 wheel and executables. Built once
# and cached: a second run finds DIR/.complete and returns at once.
#
# Usage: ci/arm64_rootfs.sh DIR     (root; needs debootstrap and qemu-user-static)
set -euo pipefail
dir=${1:?usage: arm64_rootfs.sh DIR}
if [ -f "$dir/.complete" ]; then
  echo "arm64 rootfs: reusing $dir"
  exit 0
fi
[ "$(id -u)" -eq 0 ] || { echo "arm64_rootfs.sh: debootstrap needs root" >&2; exit 1; }
rm -rf "$dir"
mkdir -p "$dir"
mirror=${XIAPL_DEBIAN_MIRROR:-http://deb.debian.org/debian}
debootstrap --arch=arm64 --variant=minbase \
  --include=python3,python3-venv,python3-pip,ca-certificates \
  bookworm "$dir" "$mirror"
cp /etc/ssl/certs/ca-certificates.crt "$dir/etc/ssl/certs/ca-certificates.crt"
chroot "$dir" /usr/bin/python3 -c 'import platform; print("arm64 rootfs:", platform.machine(), platform.python_version())'
touch "$dir/.complete"
