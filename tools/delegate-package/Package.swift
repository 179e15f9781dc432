// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DelegatePackage",
    dependencies: [.package(path: "../scrolltape")],
    targets: [
        .testTarget(
            name: "DelegateTests",
            dependencies: [.product(name: "ScrollTapeTesting", package: "scrolltape")])
    ]
)
